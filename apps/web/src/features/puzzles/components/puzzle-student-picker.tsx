import { useState } from 'react';
import type { StudentRow } from '@kingside/shared';
import { PersonSearchPicker } from '@/components/person-search-picker';
import { useStudentsMatching } from '@/features/puzzles/api/get-dashboard';

const useMatches = (search: string) => useStudentsMatching(search, true);

/**
 * Chooses whose dashboard a coach (their own students) or an admin (any student) sees, searched
 * on the server as the name is typed.
 */
export function PuzzleStudentPicker({ onPick }: { onPick: (username: string | null) => void }) {
  const [value, setValue] = useState<StudentRow | null>(null);
  return (
    <PersonSearchPicker
      label="Student dashboard"
      placeholder="My own"
      value={value}
      onChange={(student) => {
        setValue(student);
        onPick(student?.username ?? null);
      }}
      useMatches={useMatches}
    />
  );
}
