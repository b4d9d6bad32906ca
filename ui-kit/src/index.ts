// Public surface of @pg/ui-kit. Named exports only; one folder per component.
export * from './Alert';
export * from './AppShell';
export * from './AuthLayout';
export * from './Autocomplete';
export * from './Avatar';
export * from './Badge';
export * from './Breadcrumb';
export * from './Button';
export * from './Card';
export * from './Carousel';
export * from './Checkbox';
export * from './Collapsible';
export * from './ConfirmDialog';
export * from './DataList';
export * from './DataTable';
export * from './Dialog';
export * from './Drawer';
export * from './EmptyState';
export * from './icons';
export * from './LoadingScreen';
export * from './Menu';
export * from './Pagination';
export * from './PasswordField';
export * from './SelectField';
export * from './Slider';
export * from './Spinner';
export * from './TextArea';
export * from './TextField';
export * from './theme';
export * from './Toast';
export * from './UiKitProvider';
// disputes: actions as a side panel on desktop, a bottom bar on phones
export * from './ActionPanel';
// transfers
export * from './Tabs';
// users and organizations administration
export * from './ImageCropDialog';
export { useScrollFocus } from './utils/useScrollFocus';
// the option list's pieces, for comboboxes the app composes itself (global search)
export { PopupNote as ListboxNote, Option as ListboxOption, Popup as ListboxPopup, nextIndex } from './Listbox';
