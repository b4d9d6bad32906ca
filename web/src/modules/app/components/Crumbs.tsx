import { Breadcrumb } from '@pg/ui-kit';
import { useNavigate } from 'react-router';

/** A breadcrumb whose links route in the app: [label, path] pairs, then the current page. */
export function Crumbs({ trail, current }: { trail: readonly (readonly [string, string])[]; current: string }) {
  const navigate = useNavigate();
  return <Breadcrumb items={[...trail.map(([label, href]) => ({ label, href, onClick: () => void navigate(href) })), { label: current }]} />;
}
