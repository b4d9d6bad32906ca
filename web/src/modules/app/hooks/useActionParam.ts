import { useSearchParamsUpdate } from './useSearchParamsUpdate';

/**
 * The `?action=` query value that opens a page's dialogs (spec 002: add-user-avatar,
 * add-merchant-logo), so a dialog can be linked to and Back closes it.
 */
export function useActionParam<A extends string>(actions: readonly A[]): [A | null, (next: A | null) => void] {
  const [params, update] = useSearchParamsUpdate();
  const value = params.get('action');
  const action = value !== null && (actions as readonly string[]).includes(value) ? (value as A) : null;
  const setAction = (next: A | null) =>
    update((copy) => {
      if (next) copy.set('action', next);
      else copy.delete('action');
    });
  return [action, setAction];
}
