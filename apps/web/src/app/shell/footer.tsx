import { useClub } from '@/lib/club';
import { telHref } from '@/lib/format';

/** The club's name, address and contact details, from GET /api/club. */
export function Footer() {
  const { data: club } = useClub();
  return (
    <footer className="footer">
      <div className="container">
        {club && (
          <address className="footer-address">
            <strong>{club.name}</strong>
            <br />
            {club.address}
            <br />
            Phone: <a href={telHref(club.phone)}>{club.phone}</a>
            {' · '}
            E-mail: <a href={`mailto:${club.email}`}>{club.email}</a>
          </address>
        )}
        <p className="footer-copyright">
          © {new Date().getFullYear()} {club?.name ?? 'Kingside'}
        </p>
      </div>
    </footer>
  );
}
