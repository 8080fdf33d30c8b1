// Moved to the back-office list kit (app/components/list). Kept only for the screens outside the list
// refactor that still import from here (home, chat, schedule, schedule-booking); point them at the kit and delete this file.
export { ScreenHeader, useQueryHref } from '../../components/list/list-controls';
