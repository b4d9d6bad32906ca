// The bearer token lives in localStorage under 'token' (spec 000 section 3), so a reload keeps
// the user signed in and the auth link can read it for every request.
export const TOKEN_KEY = 'token';

export function readToken(): string | null {
  return window.localStorage.getItem(TOKEN_KEY);
}

export function writeToken(token: string): void {
  window.localStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  window.localStorage.removeItem(TOKEN_KEY);
}
