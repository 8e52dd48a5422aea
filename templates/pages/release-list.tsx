import { Listing } from '../components/listing.tsx';

/** `release-list`: a collection listing (see components/listing.tsx). */
export default function Page() {
  return <Listing />;
}
