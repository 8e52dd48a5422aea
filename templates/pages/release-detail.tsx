import { Article } from '../components/article.tsx';

/** `release-detail`: a full entry (see components/article.tsx). */
export default function Page() {
  return <Article />;
}
