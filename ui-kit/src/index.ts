// Public surface of @pg/ui-kit. Named exports only; one folder per component.
export * from './theme';
export * from './icons';
export * from './UiKitProvider';
export * from './Button';
export * from './TextField';
export * from './PasswordField';
export * from './TextArea';
export * from './SelectField';
export * from './Checkbox';
export * from './Autocomplete';
export * from './Slider';
export * from './Dialog';
export * from './ConfirmDialog';
export * from './Drawer';
export * from './Toast';
export * from './Card';
export * from './Badge';
export * from './Alert';
export * from './Avatar';
export * from './Spinner';
export * from './LoadingScreen';
export * from './EmptyState';
export * from './Breadcrumb';
export * from './Collapsible';
export * from './Menu';
export * from './DataList';
export * from './DataTable';
export * from './Pagination';
export * from './Carousel';
export * from './AuthLayout';
export * from './AppShell';
// disputes: actions as a side panel on desktop, a bottom bar on phones
export * from './ActionPanel';
// transfers
export * from './Tabs';
// users and organizations administration
export * from './ImageCropDialog';
export { useScrollFocus } from './utils/useScrollFocus';
// the option list's pieces, for comboboxes the app composes itself (global search)
export { Popup as ListboxPopup, Option as ListboxOption, PopupNote as ListboxNote, nextIndex } from './Listbox';
