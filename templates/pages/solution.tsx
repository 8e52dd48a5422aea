import { CopyPage } from '../components/copy-page.tsx';

/** `solution`: a page from structured copy (see components/copy-page.tsx). */
export default function Page() {
  return <CopyPage />;
}
