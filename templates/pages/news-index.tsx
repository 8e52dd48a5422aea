import { Listing } from '../components/listing.tsx';

/** `news-index`: a collection listing (see components/listing.tsx). */
export default function Page() {
  return <Listing />;
}
