import { Listing } from '../components/listing.tsx';

/** `helps-index`: a collection listing (see components/listing.tsx). */
export default function Page() {
  return <Listing />;
}
