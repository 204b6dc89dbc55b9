import type { ClubInfo } from '@kingside/shared';
import { Link } from 'react-router';
import { useGalleryImages } from '@/features/club/api/get-gallery-images';
import { HighlightCard } from '@/features/club/components/highlight-card';
import { LatestNewsCard } from '@/features/club/components/latest-news-card';
import { NewsletterBox } from '@/features/club/components/newsletter-box';
import { NextTournamentCard } from '@/features/club/components/next-tournament-card';
import { carouselPhotos, PhotoCarousel } from '@/features/club/components/photo-carousel';
import { PhotoCredit } from '@/features/club/components/photo-credit';

function Photos() {
  const { data: images } = useGalleryImages();
  if (!images || carouselPhotos(images).length === 0) return null;
  return (
    <section className="section" aria-labelledby="photos-heading">
      <h2 id="photos-heading">Photos</h2>
      <PhotoCarousel images={images} label="Club photos" />
      <PhotoCredit />
      <p className="small">
        <Link to="/gallery">See the whole gallery</Link>
      </p>
    </section>
  );
}

/** The home page for visitors: the mission, what we offer, the newsletter and photos. */
export function VisitorWelcome({ club }: { club: ClubInfo }) {
  return (
    <>
      <section className="hero" aria-labelledby="welcome-heading">
        <h1 id="welcome-heading" className="page-title">
          Welcome to {club.name}
        </h1>
        <p className="lead">{club.mission}</p>
        <div className="row">
          <Link to="/register" className="button button-primary">
            Register
          </Link>
          <Link to="/login" className="button button-outlined">
            Login
          </Link>
        </div>
      </section>
      <section className="section" aria-labelledby="offer-heading">
        <h2 id="offer-heading">What we offer</h2>
        <div className="grid">
          <HighlightCard title="Classes" to="/classes">
            <p className="muted">
              Group and private lessons for every level at the Main Office and in Argyle, and
              after-school chess at two schools.
            </p>
          </HighlightCard>
          <HighlightCard title="Summer Camp" to="/camp">
            <p className="muted">
              Full-day and half-day camp weeks with lessons, puzzles and games. Early-bird prices
              for early registrations.
            </p>
          </HighlightCard>
          <NextTournamentCard />
          <LatestNewsCard timeZone={club.timezone} />
        </div>
      </section>
      <div className="section">
        <NewsletterBox />
      </div>
      <Photos />
    </>
  );
}
