import { PageTitle } from '@/components/page-title';
import { PlainQueryState } from '@/components/plain-query-state';
import { useClub } from '@/lib/club';

/** /map: where the club is, as a picture, and a link to directions on OpenStreetMap. */
export function MapPage() {
  const club = useClub();
  return (
    <>
      <PageTitle
        title="Map and directions"
        description="Where to find the chess club: address, map and directions."
      />
      <PlainQueryState query={club}>
        {({ name, address }) => (
          <>
            <address className="plain-address">
              <p>
                <strong>{name}</strong>
                <br />
                {address}
              </p>
            </address>
            <figure className="map-figure">
              <img
                src="/images/club-map.svg"
                alt={`Illustrated map with a pin marking ${name}`}
                width={800}
                height={500}
              />
            </figure>
            <p>
              <a
                className="button button-primary"
                href={`https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                Get directions
              </a>
            </p>
          </>
        )}
      </PlainQueryState>
    </>
  );
}
