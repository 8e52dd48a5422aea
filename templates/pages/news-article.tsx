import { Article } from '../components/article.tsx';

/** `news-article`: a full entry (see components/article.tsx). */
export default function Page() {
  return <Article />;
}
