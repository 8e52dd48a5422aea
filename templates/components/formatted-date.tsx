import { formatDate } from '../../runtime/date.ts';
import { useView } from '../view-context.tsx';

const formatted = new Map<string, string>();

/** A yyyy-mm-dd date (spec 5) as `<time>`, written in the page's language. */
export function FormattedDate({ date }: { date: string }) {
  const { locale } = useView();
  const key = `${locale.tag}|${date}`;
  let text = formatted.get(key);
  if (text === undefined) formatted.set(key, (text = formatDate(date, locale.tag)));
  return <time dateTime={date}>{text}</time>;
}
