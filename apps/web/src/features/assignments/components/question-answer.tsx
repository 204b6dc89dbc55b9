import { useId } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { GAME_TEXT_MAX_LENGTH, type QuestionType } from '@kingside/shared';

/** A Question game's choices: one a line, blank lines left out. */
export function choiceLines(questionChoices: string | null): string[] {
  return (questionChoices ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * The answer box of a Question game, by its question type: Choice is one of the choices (radio
 * buttons), Choices any number of them (checkboxes, kept in the choices' order), Freeform a text.
 * `value` holds the chosen choices, or the text as its one item.
 */
export function QuestionAnswer({
  questionType,
  choices,
  value,
  onChange,
}: {
  questionType: QuestionType;
  choices: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
}) {
  const labelId = useId();
  if (questionType === 'Freeform') {
    return (
      <TextField
        label="Answer"
        value={value[0] ?? ''}
        onChange={(event) => onChange([event.target.value])}
        fullWidth
        margin="normal"
        slotProps={{ htmlInput: { maxLength: GAME_TEXT_MAX_LENGTH } }}
      />
    );
  }
  if (questionType === 'Choice') {
    return (
      <FormControl sx={{ my: 1 }}>
        <FormLabel id={labelId}>Answer</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={value[0] ?? ''}
          onChange={(event) => onChange([event.target.value])}
        >
          {choices.map((choice) => (
            <FormControlLabel key={choice} value={choice} control={<Radio />} label={choice} />
          ))}
        </RadioGroup>
      </FormControl>
    );
  }
  return (
    <FormControl component="fieldset" sx={{ my: 1 }}>
      <FormLabel component="legend">Answer</FormLabel>
      <FormGroup>
        {choices.map((choice) => (
          <FormControlLabel
            key={choice}
            label={choice}
            control={
              <Checkbox
                checked={value.includes(choice)}
                onChange={(event) =>
                  onChange(
                    choices.filter((c) =>
                      c === choice ? event.target.checked : value.includes(c),
                    ),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
