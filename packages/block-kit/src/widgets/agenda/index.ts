export type { AgendaItemsProps } from './agenda';
export { AgendaItems, formatAgendaDate } from './agenda';
