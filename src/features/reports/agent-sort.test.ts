import { describe, expect, it } from 'vitest';
import { sortAgents, type AgentRow } from './agent-sort';

const row = (id: number, name: string, replies: number, closed: number, median: number | null): AgentRow => ({
  agent: { id, name, email: `${name.toLowerCase()}@example.com` },
  replies,
  closed,
  first_response_median_seconds: median,
});
const rows = [row(1, 'Dana', 10, 2, 600), row(2, 'Alex', 30, 2, null), row(3, 'Cleo', 20, 9, 120)];
const names = (sorted: AgentRow[]) => sorted.map((r) => r.agent.name);

describe('sortAgents', () => {
  it('sorts by a count either way, ties by id', () => {
    expect(names(sortAgents(rows, 'replies', 'desc'))).toEqual(['Alex', 'Cleo', 'Dana']);
    expect(names(sortAgents(rows, 'closed', 'asc'))).toEqual(['Dana', 'Alex', 'Cleo']);
  });

  it('sorts by name', () => {
    expect(names(sortAgents(rows, 'name', 'asc'))).toEqual(['Alex', 'Cleo', 'Dana']);
  });

  it('puts agents without a first response last, whichever way', () => {
    expect(names(sortAgents(rows, 'first_response', 'asc'))).toEqual(['Cleo', 'Dana', 'Alex']);
    expect(names(sortAgents(rows, 'first_response', 'desc'))).toEqual(['Dana', 'Cleo', 'Alex']);
  });

  it('leaves the given list as it was', () => {
    sortAgents(rows, 'name', 'asc');
    expect(names(rows)).toEqual(['Dana', 'Alex', 'Cleo']);
  });
});
