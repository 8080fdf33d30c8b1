/** Moved to the one back-office form kit (app/components/form); kept so routes/manage/types.tsx keeps working until it imports the kit. */
export { showFailure } from '../../components/form';
