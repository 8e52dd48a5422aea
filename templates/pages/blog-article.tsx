import { Article } from '../components/article.tsx';

/** `blog-article`: a full entry (see components/article.tsx). */
export default function Page() {
  return <Article />;
}
