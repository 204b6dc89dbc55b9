import type { Location, Program } from '@kingside/shared';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { PlainQueryState } from '@/components/plain-query-state';
import { allQueries } from '@/components/query-view';
import { useLocations } from '@/features/club/api/get-locations';
import { usePrograms } from '@/features/club/api/get-programs';
import { ProgramCard } from '@/features/club/components/program-card';

/**
 * The after-school sign-up forms (spec 1 route table: /register/rjlee and /register/mustang),
 * found by the program's location name.
 */
const AFTER_SCHOOL_SIGN_UP = [
  { location: /rj\s*lee/i, to: '/register/rjlee' },
  { location: /mustang/i, to: '/register/mustang' },
] as const;

const signUpPath = (program: Program) =>
  AFTER_SCHOOL_SIGN_UP.find((school) => school.location.test(program.locationName ?? ''))?.to ??
  '/register';

type LocationSection = { key: string; name: string; address: string | null; programs: Program[] };

/** Group and private classes under their location, in the locations' order. */
function classesByLocation(programs: Program[], locations: Location[]): LocationSection[] {
  const sections = new Map<string, LocationSection>();
  for (const location of locations) {
    sections.set(String(location.id), {
      key: String(location.id),
      name: location.name,
      address: location.address,
      programs: [],
    });
  }
  for (const program of programs) {
    if (program.kind === 'afterSchool') continue;
    const key = program.locationId === null ? 'none' : String(program.locationId);
    const section = sections.get(key) ?? {
      key,
      name: program.locationName ?? 'Classes',
      address: null,
      programs: [],
    };
    section.programs.push(program);
    sections.set(key, section);
  }
  return [...sections.values()].filter((section) => section.programs.length > 0);
}

/** The classes under their locations, then the after-school programs and the Register button. */
function ClassSections({ programs, locations }: { programs: Program[]; locations: Location[] }) {
  const sections = classesByLocation(programs, locations);
  const afterSchool = programs.filter((program) => program.kind === 'afterSchool');
  return (
    <>
      {sections.map((section) => (
        <section key={section.key} className="section" aria-labelledby={`location-${section.key}`}>
          <h2 id={`location-${section.key}`}>{section.name}</h2>
          {section.address && <p className="muted">{section.address}</p>}
          <div className="grid">
            {section.programs.map((program) => (
              <ProgramCard key={program.id} program={program} />
            ))}
          </div>
        </section>
      ))}
      {afterSchool.length > 0 && (
        <section className="section" aria-labelledby="after-school-heading">
          <h2 id="after-school-heading">After-school programs</h2>
          <div className="grid">
            {afterSchool.map((program) => (
              <ProgramCard key={program.id} program={program} registerTo={signUpPath(program)} />
            ))}
          </div>
        </section>
      )}
      <p className="section">
        <Link to="/register" className="button button-primary">
          Register for a class
        </Link>
      </p>
    </>
  );
}

/** /classes: group and private classes at each location, then the after-school programs. */
export function ClassesPage() {
  const programs = usePrograms();
  const locations = useLocations();
  return (
    <>
      <PageTitle
        title="Classes"
        description="Group and private chess classes at the Main Office and in Argyle, and after-school chess programs: prices, class sizes and schedules."
      />
      <p className="lead">
        Weekly classes for every level, in small groups or one to one. Questions are welcome through
        the <Link to="/inquiry">contact form</Link>.
      </p>
      <PlainQueryState query={allQueries(programs, locations)}>
        {([all, places]) => <ClassSections programs={all} locations={places} />}
      </PlainQueryState>
    </>
  );
}
