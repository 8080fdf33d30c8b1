/** Moved to the one back-office form kit (app/components/form); kept for row-actions and the routes until they import it directly. */
export { inputClass, sendJson, showFailure } from '../../components/form';
