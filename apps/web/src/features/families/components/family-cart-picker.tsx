import { useState, type FormEvent } from 'react';
import {
  formatCents,
  formatDate,
  formatDateRange,
  STUDENT_GRADE_MAX_LENGTH,
  STUDENT_HOUSE_MAX_LENGTH,
  type Child,
  type FamilyCartCatalog,
  type FamilyCartItem,
  type SchoolName,
} from '@kingside/shared';
import { ErrorNotice } from '@/components/notice';
import { PlainFieldRow, SelectField, TextField } from '@/components/plain-form/fields';

/** One registration in the cart, with what the parent sees of it before the server prices it. */
export type FamilyCartEntry = { item: FamilyCartItem; label: string; childName: string };

type Kind = FamilyCartItem['type'];
const KIND_LABELS: Record<Kind, string> = {
  camp: 'Summer camp week',
  afterschool: 'After-school program',
  tournament: 'Tournament',
};

const seats = (left: number | null) => (left === null ? '' : `, ${left} left`);

/**
 * "Add to the cart": a child, what for (a camp week and slot, a school's after-school program, a
 * tournament and its section), and for RJLEE the grade and house. Answers the entry, or null
 * with the problem shown here.
 */
export function FamilyCartPicker({
  kids,
  catalog,
  disabled,
  onAdd,
}: {
  kids: Child[];
  catalog: FamilyCartCatalog;
  disabled: boolean;
  onAdd: (entry: FamilyCartEntry) => string | null;
}) {
  const [childId, setChildId] = useState(kids.length === 1 ? String(kids[0]!.id) : '');
  const [kind, setKind] = useState<Kind | ''>('');
  const [choice, setChoice] = useState('');
  const [section, setSection] = useState('');
  const [schedule, setSchedule] = useState('');
  const [grade, setGrade] = useState('');
  const [house, setHouse] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const child = kids.find((k) => String(k.id) === childId);
  const tournament = catalog.tournaments.find((t) => String(t.id) === choice);
  const choices =
    kind === 'camp'
      ? catalog.camp.map((c) => ({
          value: String(c.id),
          label: `${c.label}, ${formatDateRange(c.startDate, c.endDate, { year: false })}: ${formatCents(c.priceCents)}${seats(c.seatsLeft)}`,
        }))
      : kind === 'afterschool'
        ? catalog.afterschool.map((a) => ({
            value: a.schoolName,
            label: `${a.name} (${a.schoolName}): ${formatCents(a.priceCents + a.registrationFeeCents)}${seats(a.seatsLeft)}`,
          }))
        : kind === 'tournament'
          ? catalog.tournaments.map((t) => ({
              value: String(t.id),
              label: `${t.name}, ${formatDate(t.date)}${seats(t.placesLeft)}`,
            }))
          : [];

  const entry = (): FamilyCartEntry | string => {
    if (!child) return 'Choose a child.';
    if (!kind || !choice) return 'Choose what to register for.';
    const base = { childId: child.id };
    if (kind === 'camp') {
      const week = catalog.camp.find((c) => String(c.id) === choice)!;
      return {
        item: { ...base, type: 'camp', eventId: week.id },
        label: `${week.label} (${formatDateRange(week.startDate, week.endDate, { year: false })})`,
        childName: child.name,
      };
    }
    if (kind === 'afterschool') {
      const program = catalog.afterschool.find((a) => a.schoolName === choice)!;
      if (choice === 'RJLEE' && (!grade.trim() || !house.trim())) {
        return 'RJLEE needs the grade and the house.';
      }
      return {
        item: {
          ...base,
          type: 'afterschool',
          schoolName: choice as SchoolName,
          studentGrade: grade.trim() || child.grade,
          studentHouse: house.trim() || null,
        },
        label: program.name,
        childName: child.name,
      };
    }
    if (!tournament) return 'Choose a tournament.';
    if (!section) return 'Choose a section.';
    if (tournament.schedules.length > 0 && !schedule) return 'Choose a schedule.';
    return {
      item: {
        ...base,
        type: 'tournament',
        tournamentId: tournament.id,
        section,
        schedule: schedule || null,
      },
      label: `${tournament.name}, ${section}`,
      childName: child.name,
    };
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    const made = entry();
    const refused = typeof made === 'string' ? made : onAdd(made);
    setProblem(refused);
    if (!refused) setChoice('');
  };

  const select = (set: (v: string) => void) => (e: { target: { value: string } }) => {
    set(e.target.value);
    setProblem(null);
  };

  return (
    <form noValidate className="plain-form" aria-label="Add to the cart" onSubmit={add}>
      <PlainFieldRow>
        <SelectField
          name="childId"
          label="Child"
          value={childId}
          onChange={select(setChildId)}
          options={kids.map((k) => ({ value: String(k.id), label: k.name }))}
          empty="Choose a child…"
          disabled={disabled}
        />
        <SelectField
          name="kind"
          label="Register for"
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as Kind | '');
            setChoice('');
            setSection('');
            setSchedule('');
            setProblem(null);
          }}
          options={(Object.keys(KIND_LABELS) as Kind[]).map((k) => ({
            value: k,
            label: KIND_LABELS[k],
          }))}
          empty="Choose…"
          disabled={disabled}
        />
      </PlainFieldRow>
      {kind && (
        <SelectField
          name="choice"
          label={KIND_LABELS[kind]}
          value={choice}
          onChange={(e) => {
            setChoice(e.target.value);
            setSection('');
            setSchedule('');
            setProblem(null);
          }}
          options={choices}
          empty={choices.length ? 'Choose…' : 'Nothing open now'}
          disabled={disabled}
        />
      )}
      {kind === 'tournament' && tournament && (
        <PlainFieldRow>
          <SelectField
            name="section"
            label="Section"
            value={section}
            onChange={select(setSection)}
            options={tournament.sections}
            empty="Choose…"
            disabled={disabled}
          />
          {tournament.schedules.length > 0 && (
            <SelectField
              name="schedule"
              label="Schedule"
              value={schedule}
              onChange={select(setSchedule)}
              options={tournament.schedules}
              empty="Choose…"
              disabled={disabled}
            />
          )}
        </PlainFieldRow>
      )}
      {kind === 'afterschool' && choice === 'RJLEE' && (
        <PlainFieldRow>
          <TextField
            name="studentGrade"
            label="Grade"
            value={grade}
            onChange={(e) => setGrade(e.target.value)}
            maxLength={STUDENT_GRADE_MAX_LENGTH}
            required
          />
          <TextField
            name="studentHouse"
            label="House"
            value={house}
            onChange={(e) => setHouse(e.target.value)}
            maxLength={STUDENT_HOUSE_MAX_LENGTH}
            required
          />
        </PlainFieldRow>
      )}
      {problem && <ErrorNotice error={new Error(problem)} />}
      <div>
        <button type="submit" className="button button-outlined" disabled={disabled}>
          Add to the cart
        </button>
      </div>
    </form>
  );
}
