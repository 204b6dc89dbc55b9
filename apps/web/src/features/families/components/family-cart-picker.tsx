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
import { PlainFormElement } from '@/components/plain-form/plain-form';

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

  /** A new kind or choice starts the picks below it again. */
  const chooseKind = (next: string) => {
    setKind(next as Kind | '');
    chooseChoice('');
  };
  const chooseChoice = (next: string) => {
    setChoice(next);
    setSection('');
    setSchedule('');
  };
  /** A field's props: its name and value, and a change that sets it. */
  const bound = (name: string, value: string, set: (value: string) => void) => ({
    name,
    value,
    onChange: (e: { target: { value: string } }) => set(e.target.value),
  });
  /** A select's: a change also clears the problem, and it is off while `disabled`. */
  const select = (name: string, value: string, set: (value: string) => void) => ({
    ...bound(name, value, (next) => {
      set(next);
      setProblem(null);
    }),
    disabled,
  });

  return (
    <PlainFormElement label="Add to the cart" onSubmit={add}>
      <PlainFieldRow>
        <SelectField
          {...select('childId', childId, setChildId)}
          label="Child"
          options={kids.map((k) => ({ value: String(k.id), label: k.name }))}
          empty="Choose a child…"
        />
        <SelectField
          {...select('kind', kind, chooseKind)}
          label="Register for"
          options={(Object.keys(KIND_LABELS) as Kind[]).map((k) => ({
            value: k,
            label: KIND_LABELS[k],
          }))}
          empty="Choose…"
        />
      </PlainFieldRow>
      {kind && (
        <SelectField
          {...select('choice', choice, chooseChoice)}
          label={KIND_LABELS[kind]}
          options={choices}
          empty={choices.length ? 'Choose…' : 'Nothing open now'}
        />
      )}
      {kind === 'tournament' && tournament && (
        <PlainFieldRow>
          <SelectField
            {...select('section', section, setSection)}
            label="Section"
            options={tournament.sections}
            empty="Choose…"
          />
          {tournament.schedules.length > 0 && (
            <SelectField
              {...select('schedule', schedule, setSchedule)}
              label="Schedule"
              options={tournament.schedules}
              empty="Choose…"
            />
          )}
        </PlainFieldRow>
      )}
      {kind === 'afterschool' && choice === 'RJLEE' && (
        <PlainFieldRow>
          <TextField
            {...bound('studentGrade', grade, setGrade)}
            label="Grade"
            maxLength={STUDENT_GRADE_MAX_LENGTH}
            required
          />
          <TextField
            {...bound('studentHouse', house, setHouse)}
            label="House"
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
    </PlainFormElement>
  );
}
