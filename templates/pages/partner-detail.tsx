import { Article } from '../components/article.tsx';

/** `partner-detail`: a full entry (see components/article.tsx). */
export default function Page() {
  return <Article />;
}
