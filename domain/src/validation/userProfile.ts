// User details card of account settings and the user page (spec 002 section 5).
import { collect, COMMON_MESSAGES, type Errors, isBlank, tooLongError } from './common';

export interface UserProfileValues {
  name: string;
  surname?: string;
}

export function validateUserProfile(v: UserProfileValues): Errors<keyof UserProfileValues> {
  return collect({ name: isBlank(v.name) ? COMMON_MESSAGES.nameRequired : tooLongError(v.name, 'Name'), surname: tooLongError(v.surname, 'Surname') });
}
