import { useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { STUDENT_PARENTS_MAX, USERNAME_MAX_LENGTH } from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { QueryState } from '@/components/query-state';
import { useSaveStudentParents, useStudentParents } from '@/features/users/api/users-api';
import { ApiError } from '@/lib/api-client';

/** The server's messages about the usernames sent ("usernames", "usernames.1", …). */
function usernameMessages(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  return Object.entries(error.fieldErrors)
    .filter(([field]) => field === 'usernames' || field.startsWith('usernames.'))
    .flatMap(([, messages]) => messages);
}

/**
 * The parent accounts linked to a student on /users/{id} (admin): they see the student's corner
 * and report cards. Adding a username or removing a parent saves the whole list at once.
 */
export function StudentParents({ userId }: { userId: number }) {
  const parents = useStudentParents(userId);
  const save = useSaveStudentParents(userId);
  const [username, setUsername] = useState('');
  const fieldMessages = usernameMessages(save.error);

  const saveList = (usernames: string[], onSuccess?: () => void) =>
    save.mutate({ usernames }, { onSuccess });

  return (
    <QueryState query={parents} label="Loading parents">
      {(current) => (
        <section aria-labelledby="parents-heading">
          <Typography id="parents-heading" variant="h6" component="h2" gutterBottom>
            Parents
          </Typography>
          {save.isError && fieldMessages.length === 0 && (
            <ErrorAlert error={save.error} sx={{ mb: 1 }} />
          )}
          {current.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>No parent accounts are linked.</Typography>
          ) : (
            <List dense aria-label="Parents" sx={{ maxWidth: 480 }}>
              {current.map((parent) => (
                <ListItem
                  key={parent.id}
                  disableGutters
                  secondaryAction={
                    <Button
                      size="small"
                      disabled={save.isPending}
                      onClick={() =>
                        saveList(current.filter((p) => p.id !== parent.id).map((p) => p.username))
                      }
                    >
                      Remove <span className="visually-hidden">{parent.username}</span>
                    </Button>
                  }
                >
                  <ListItemText primary={`${parent.name} (${parent.username})`} />
                </ListItem>
              ))}
            </List>
          )}
          <Stack
            component="form"
            noValidate
            aria-label="Add a parent"
            direction="row"
            spacing={1}
            sx={{ alignItems: 'flex-start', mt: 1 }}
            onSubmit={(event) => {
              event.preventDefault();
              const name = username.trim();
              if (!name) return;
              saveList([...current.map((p) => p.username), name], () => setUsername(''));
            }}
          >
            <TextField
              size="small"
              label="Parent's username"
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              error={fieldMessages.length > 0}
              helperText={fieldMessages.join(' ') || undefined}
              slotProps={{ htmlInput: { maxLength: USERNAME_MAX_LENGTH } }}
            />
            <Button
              type="submit"
              variant="outlined"
              loading={save.isPending}
              disabled={current.length >= STUDENT_PARENTS_MAX}
            >
              Add parent
            </Button>
          </Stack>
        </section>
      )}
    </QueryState>
  );
}
