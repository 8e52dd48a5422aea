import { Listing } from '../components/listing.tsx';

/** `news-category`: a collection listing (see components/listing.tsx). */
export default function Page() {
  return <Listing />;
}
