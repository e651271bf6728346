// The Requests panel's state: the entry opened in the details dialog (fetched whole on demand),
// the error of that fetch, the entry being saved as a scenario and what the last save said.
import { useState } from 'react';
import { getJson, messageOf, send } from '../../api';
import { answerLabel, remainingLabel } from '../../scenario-form';
import type { JournalEntry, Scenario } from '../../types';

/** The outcome of the last "Save as scenario": which entry, and what the mock said. */
export interface SaveNote {
  id: string;
  ok: boolean;
  text: string;
}

export function useRequestActions(announce: (text: string) => void) {
  const [open, setOpen] = useState<JournalEntry | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState<string | null>(null);
  const [note, setNote] = useState<SaveNote | null>(null);

  const save = (entry: JournalEntry) => {
    setSaving(entry.id);
    setNote(null);
    send<Scenario>('POST', `/__mock/scenarios/from-request/${encodeURIComponent(entry.id)}`).then(
      (scenario) => {
        const text = `Saved as a scenario: ${scenario.operation} → ${answerLabel(scenario)}, ${remainingLabel(scenario)}.`;
        setSaving(null);
        setNote({ id: entry.id, ok: true, text });
        announce(text);
      },
      (cause: unknown) => {
        setSaving(null);
        setNote({ id: entry.id, ok: false, text: messageOf(cause) });
      },
    );
  };
  const close = () => {
    setOpen(null);
    setNote(null);
  };
  const show = (entry: JournalEntry) => {
    setLoadError(null);
    getJson<JournalEntry>(`/__mock/requests/${entry.id}`).then(setOpen, (cause: unknown) => {
      setLoadError(messageOf(cause));
    });
  };

  return { open, loadError, saving, note, save, close, show };
}
