export type { AvatarProps } from './Avatar';
export { Avatar, initialsOf } from './Avatar';
