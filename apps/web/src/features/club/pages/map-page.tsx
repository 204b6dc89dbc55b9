import { Loading } from '@/components/notice';
import { PageTitle } from '@/components/page-title';
import { useClub } from '@/lib/club';

/** /map: where the club is, as a picture, and a link to directions on OpenStreetMap. */
export function MapPage() {
  const { data: club } = useClub();
  return (
    <>
      <PageTitle
        title="Map and directions"
        description="Where to find the chess club: address, map and directions."
      />
      {club ? (
        <>
          <address className="plain-address">
            <p>
              <strong>{club.name}</strong>
              <br />
              {club.address}
            </p>
          </address>
          <figure className="map-figure">
            <img
              src="/images/club-map.svg"
              alt={`Illustrated map with a pin marking ${club.name}`}
              width={800}
              height={500}
            />
          </figure>
          <p>
            <a
              className="button button-primary"
              href={`https://www.openstreetmap.org/search?query=${encodeURIComponent(club.address)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              Get directions
            </a>
          </p>
        </>
      ) : (
        <Loading />
      )}
    </>
  );
}
