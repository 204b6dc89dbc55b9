import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { usePageMeta } from '@/components/page-title';
import { ClassTimeSelect } from '@/features/assignments/components/class-time-select';
import { ReportGrid } from '@/features/assignments/components/report-grid';
import { FALLBACK_CLUB_ABBREVIATION, useClub } from '@/lib/club';

/** What Go asked for: the grid shows it until Go is pressed again. */
type Report = { classTime: string; completed: boolean };

/**
 * /assignmentsReport (coaches and admins): "<abbreviation> Assignment Report" (spec 2 §2); a class
 * time, Completed, and Go show that class time's students' assignments, completed or not.
 */
export function AssignmentsReportPage() {
  const { data: club } = useClub();
  const title = `${club?.abbreviation ?? FALLBACK_CLUB_ABBREVIATION} Assignment Report`;
  usePageMeta(() => title);
  const [classTime, setClassTime] = useState('');
  const [completed, setCompleted] = useState(false);
  const [report, setReport] = useState<Report | null>(null);

  const go = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (classTime) setReport({ classTime, completed });
  };

  return (
    <>
      <h1 className="page-title">{title}</h1>
      <Stack
        component="form"
        aria-label="Report"
        onSubmit={go}
        direction="row"
        sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
      >
        <ClassTimeSelect value={classTime} onChange={setClassTime} />
        <FormControlLabel
          label="Completed"
          control={
            <Checkbox
              checked={completed}
              onChange={(event) => setCompleted(event.target.checked)}
            />
          }
        />
        <Button type="submit" variant="contained" disabled={!classTime}>
          Go
        </Button>
      </Stack>
      {report && (
        <ReportGrid
          key={`${report.classTime}|${report.completed}`}
          classTime={report.classTime}
          completed={report.completed}
        />
      )}
    </>
  );
}
