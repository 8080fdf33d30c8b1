/** Moved to the one back-office form kit (app/components/form); kept for the routes' filter inputs until they import the kit. */
export { inputClass as INPUT_CLASS } from '../../components/form';
