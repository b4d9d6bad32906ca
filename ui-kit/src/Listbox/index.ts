export { Anchor, Option, OptionList, Popup, PopupNote } from './Listbox.styles';
export { nextIndex } from './nextIndex';
