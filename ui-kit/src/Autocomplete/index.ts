export { Autocomplete } from './Autocomplete';
export type { AutocompleteItem, AutocompleteProps } from './Autocomplete';
