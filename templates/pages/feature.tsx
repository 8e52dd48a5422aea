import { CopyPage } from '../components/copy-page.tsx';

/** `feature`: a page from structured copy (see components/copy-page.tsx). */
export default function Page() {
  return <CopyPage />;
}
