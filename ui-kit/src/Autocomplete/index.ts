export type { AutocompleteItem, AutocompleteProps } from './Autocomplete';
export { Autocomplete } from './Autocomplete';
