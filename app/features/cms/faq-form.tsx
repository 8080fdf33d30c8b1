import { useTranslation } from 'react-i18next';
import { enumLabelKey } from '../../../common/enum-labels';
import { FAQ_ANSWER_MAX, FAQ_QUESTION_MAX, FAQ_TYPES, faqInput, type FaqType } from '../../../common/faq.schema';
import type { ManagedFaq } from '../../../server/presenters/faq';
import { EMPTY_TEXT, Form, FormButtons, LocalizedField, NumberField, SelectField, ToggleField, rowValues } from '../../components/form';
import { useRowForm, type ModalFormProps } from '../../components/form/modal-form';

/**
 * One question and its answer (spec §3 FAQ: question, answer, type), in zh-HK, zh-CN and en, with
 * its order within the type and whether the public FAQ page shows it.
 */
export function FaqForm(p: ModalFormProps & { faq: ManagedFaq | null; type?: FaqType }) {
  const { t } = useTranslation('cms');
  const faq = p.faq;
  const { form, v, set, label } = useRowForm(p, { messages: 'cms:faq', path: '/api/manage/faqs', id: faq?.id, initial: rowValues(faq, { type: p.type ?? ('PHYSIO' as FaqType), question: EMPTY_TEXT, answer: EMPTY_TEXT, sort: 0, isShow: true }), check: (v) => faqInput.safeParse(v) });
  return (
    <Form form={form} testId="faq-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="type" label={label('type')} value={v.type} data-autofocus options={FAQ_TYPES.map((x) => ({ value: x, label: t(enumLabelKey('faqType', x)) }))} onChange={(x) => set('type', x as FaqType)} />
        <NumberField name="sort" label={label('sort')} hint={t('cms:faq.hint.sort')} empty={0} value={v.sort} onChange={(x) => set('sort', x)} />
      </div>
      <LocalizedField name="question" label={label('question')} value={v.question} maxLength={FAQ_QUESTION_MAX} onChange={(x) => set('question', x)} />
      <LocalizedField name="answer" label={label('answer')} value={v.answer} maxLength={FAQ_ANSWER_MAX} multiline onChange={(x) => set('answer', x)} />
      <ToggleField name="isShow" label={label('isShow')} hint={t('cms:faq.hint.isShow')} checked={v.isShow} onChange={(x) => set('isShow', x)} />
      <FormButtons busy={form.busy} onCancel={p.onCancel} />
    </Form>
  );
}
