export { ListFooter } from './list-footer';
export { ListTable } from './list-table';
export type { ListColumn } from './list-table';
export { PageSizeSelect } from './page-size-select';
export { SortableTh } from './sortable-th';
export { ListToolbar } from './list-toolbar';
