import {
  Alert,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Radio,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { messageOf, send, sendAndSay } from '../api';
import {
  answerLabel,
  changeForm,
  examplesOf,
  faultChoices,
  faultLabel,
  faults,
  initialForm,
  operationLabel,
  remainingLabel,
  type ScenarioForm,
  scenarioBody,
  statusesOf,
} from '../scenario-form';
import type { Fault, Scenario, ScenarioOption } from '../types';
import { Scroll } from './Scroll';

interface ScenariosPanelProps {
  options: ScenarioOption[];
  scenarios: Scenario[];
  announce: (text: string) => void;
  refresh: () => void;
}

function ScenarioFormView({ options, announce, refresh }: Omit<ScenariosPanelProps, 'scenarios'>) {
  const [form, setForm] = useState<ScenarioForm>(() => initialForm(options));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const update = (change: Partial<ScenarioForm>) =>
    setForm((now) => changeForm(options, now, change));
  const option = options.find((entry) => entry.operation === form.operation);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = scenarioBody(form);
    if (body instanceof Error) {
      setError(body.message);
      return;
    }
    setBusy(true);
    send<Scenario>('POST', '/__mock/scenarios', body).then(
      (scenario) => {
        setBusy(false);
        setError(null);
        announce(
          `Scenario set: ${scenario.operation} → ${answerLabel(scenario)}, ${remainingLabel(scenario)}.`,
        );
        refresh();
      },
      (cause: unknown) => {
        setBusy(false);
        setError(messageOf(cause));
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      aria-labelledby="scenario-form-title"
      className="console-card console-form"
    >
      <Stack gap="sm">
        <h3 id="scenario-form-title" className="console-section-title">
          Set a scenario
        </h3>
        <NativeSelect
          label="Operation"
          value={form.operation}
          onChange={(event) => update({ operation: event.currentTarget.value })}
          data={options.map((entry) => ({ value: entry.operation, label: operationLabel(entry) }))}
        />
        <Radio.Group
          label="Answer"
          value={form.answer}
          onChange={(value) => update({ answer: value === 'fault' ? 'fault' : 'status' })}
        >
          <Group gap="md" mt={4}>
            <Radio value="status" label="Documented answer" />
            <Radio value="fault" label="Network failure" />
          </Group>
        </Radio.Group>
        {form.answer === 'fault' ? (
          <NativeSelect
            label="Fault"
            description={faultChoices[form.fault].meaning}
            value={form.fault}
            onChange={(event) => update({ fault: event.currentTarget.value as Fault })}
            data={faults.map((fault) => ({ value: fault, label: faultLabel(fault) }))}
          />
        ) : (
          <Group grow align="flex-start" wrap="wrap" gap="sm" className="console-form-row">
            <NativeSelect
              label="Status"
              value={form.status}
              onChange={(event) => update({ status: event.currentTarget.value })}
              data={[
                { value: '', label: 'Real answer (latency only)' },
                ...statusesOf(options, form.operation).map(String),
              ]}
            />
            <NativeSelect
              label="Example"
              value={form.example}
              disabled={form.status === ''}
              onChange={(event) => update({ example: event.currentTarget.value })}
              data={
                form.status === ''
                  ? [{ value: '', label: 'None' }]
                  : examplesOf(options, form.operation, form.status)
              }
            />
          </Group>
        )}
        <Radio.Group
          label="For"
          value={form.mode}
          onChange={(value) => update({ mode: value === 'always' ? 'always' : 'count' })}
        >
          <Group gap="md" mt={4}>
            <Radio value="count" label="The next calls" />
            <Radio value="always" label="Every call, until cleared" />
          </Group>
        </Radio.Group>
        <Group grow align="flex-start" wrap="wrap" gap="sm" className="console-form-row">
          <NumberInput
            label="Calls"
            min={1}
            max={1000}
            allowDecimal={false}
            clampBehavior="none"
            disabled={form.mode === 'always'}
            value={form.times}
            onChange={(value) => update({ times: value })}
          />
          <NumberInput
            label="Latency (ms)"
            min={0}
            max={30000}
            step={100}
            allowDecimal={false}
            clampBehavior="none"
            value={form.latencyMs}
            onChange={(value) => update({ latencyMs: value })}
          />
        </Group>
        {option?.takesEmail ? (
          <TextInput
            label="Only for this email (optional)"
            type="email"
            autoComplete="off"
            value={form.email}
            onChange={(event) => update({ email: event.currentTarget.value })}
          />
        ) : null}
        {error ? (
          <Alert color="red" variant="light" title="Not set" role="alert">
            <Text c="var(--mantine-color-text)" size="sm">
              {error}
            </Text>
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={busy}>
            Set scenario
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The scenario form, fed by what openapi.yaml documents, and the active scenarios. */
export function ScenariosPanel({ options, scenarios, announce, refresh }: ScenariosPanelProps) {
  const remove = (scenario: Scenario) =>
    sendAndSay(
      announce,
      'DELETE',
      `/__mock/scenarios/${encodeURIComponent(scenario.id)}`,
      'The scenario is cleared.',
    );
  const clearAll = () =>
    sendAndSay(announce, 'DELETE', '/__mock/scenarios', 'Every scenario is cleared.');

  return (
    <section aria-labelledby="scenarios-title">
      <Stack gap="md">
        <Stack gap={4}>
          <h2 id="scenarios-title" className="console-section-title">
            Scenarios
          </h2>
          <Text size="sm" c="dimmed">
            Make the next calls of an operation answer any status and example openapi.yaml
            documents, fail at the network level (reset, empty, cut off, hung), or wait first. The
            site&apos;s own pages then meet them.
          </Text>
        </Stack>
        {options.length > 0 ? (
          <ScenarioFormView options={options} announce={announce} refresh={refresh} />
        ) : (
          <Text>Loading the documented operations…</Text>
        )}
        <Group justify="space-between" align="center">
          <h3 className="console-section-title">Active scenarios ({scenarios.length})</h3>
          <Button variant="default" onClick={clearAll} disabled={scenarios.length === 0}>
            Clear all
          </Button>
        </Group>
        {scenarios.length === 0 ? (
          <Text>No scenario is active: every call gets its real answer.</Text>
        ) : (
          <Scroll label="Active scenarios">
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Operation</Table.Th>
                  <Table.Th>Answer</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Remaining</Table.Th>
                  <Table.Th>
                    <span className="console-visually-hidden">Remove</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {scenarios.map((scenario) => (
                  <Table.Tr key={scenario.id} data-scenario-id={scenario.id}>
                    <Table.Td>{scenario.operation}</Table.Td>
                    <Table.Td>{answerLabel(scenario)}</Table.Td>
                    <Table.Td className="console-mono">{scenario.email ?? 'any'}</Table.Td>
                    <Table.Td>{remainingLabel(scenario)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="default"
                        onClick={() => remove(scenario)}
                        aria-label={`Remove the ${scenario.operation} scenario (${answerLabel(scenario)})`}
                      >
                        Remove
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Scroll>
        )}
      </Stack>
    </section>
  );
}
