import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { PlainQueryState } from '@/components/plain-query-state';
import { useGalleryImages } from '@/features/club/api/get-gallery-images';
import { PhotoCredit } from '@/features/club/components/photo-credit';
import { PhotoFigure } from '@/features/club/components/photo-figure';
import { useClub } from '@/lib/club';
import { telHref } from '@/lib/format';

/** Photos in the strip under the main photo. */
const STRIP_LENGTH = 6;

function AboutPhotos() {
  const { data: images } = useGalleryImages();
  const [main, ...rest] = images ?? [];
  if (!main) return null;
  return (
    <section className="section" aria-labelledby="about-photos">
      <h2 id="about-photos">Photos</h2>
      <div className="feature-photo">
        <PhotoFigure image={main} number={1} layout="feature" />
      </div>
      {rest.length > 0 && (
        <ul className="photo-grid photo-strip section" aria-label="More photos">
          {rest.slice(0, STRIP_LENGTH).map((image, i) => (
            <li key={image.id}>
              <PhotoFigure image={image} number={i + 2} layout="strip" />
            </li>
          ))}
        </ul>
      )}
      <PhotoCredit />
      <p>
        <Link to="/gallery">See the whole gallery</Link>
      </p>
    </section>
  );
}

/** /about: who we are, where to find us, and photos. */
export function AboutPage() {
  const club = useClub();
  return (
    <>
      <PageTitle
        title="About us"
        description="About the chess club: our mission, address and contact details, and photos."
      />
      <PlainQueryState query={club}>
        {({ name, mission, address, phone, email }) => (
          <>
            <p className="lead">{mission}</p>
            <section className="section" aria-labelledby="about-visit">
              <h2 id="about-visit">Visit us</h2>
              <address className="stack plain-address">
                <p>
                  <strong>{name}</strong>
                  <br />
                  {address}
                </p>
                <p>
                  Phone: <a href={telHref(phone)}>{phone}</a>
                  <br />
                  E-mail: <a href={`mailto:${email}`}>{email}</a>
                </p>
              </address>
              <p>
                <Link to="/map">Map and directions</Link> · <Link to="/inquiry">Contact us</Link>
              </p>
            </section>
            <AboutPhotos />
          </>
        )}
      </PlainQueryState>
    </>
  );
}
