import { Listing } from '../components/listing.tsx';

/** `news-tag`: a collection listing (see components/listing.tsx). */
export default function Page() {
  return <Listing />;
}
