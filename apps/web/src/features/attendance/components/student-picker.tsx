import type { AttendanceStudent } from '@kingside/shared';
import { PersonSearchPicker } from '@/components/person-search-picker';
import { useActiveStudents } from '@/features/attendance/api/attendance';

/** Chooses one active student, searched on the server as the name is typed. */
export function StudentPicker({
  value,
  onChange,
}: {
  value: AttendanceStudent | null;
  onChange: (student: AttendanceStudent | null) => void;
}) {
  return (
    <PersonSearchPicker
      label="Student"
      placeholder="All students"
      value={value}
      onChange={onChange}
      useMatches={useActiveStudents}
    />
  );
}
