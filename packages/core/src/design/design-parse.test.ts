import { describe, expect, it } from 'vitest';
import { designToData, recordDesign } from './design-data.ts';
import { createDampenerDesign } from './design-document.ts';
import { parseDampenerDesign } from './design-parse.ts';
import { imageLayer, textLayer } from './testing/layers.ts';
import type { DampenerDesign } from './types.ts';

const good: DampenerDesign = {
  ...createDampenerDesign('square'),
  sideMode: '2',
  cushionColor: { palette: 'extended', key: 'navy' },
  front: { layers: [imageLayer({ scale: 0.5 }), textLayer()], previewUrl: 'https://shop.example/f.png' },
  back: { layers: [textLayer({ id: 'b' })] },
};

function tampered(change: (raw: Record<string, unknown>) => void): unknown {
  const raw = JSON.parse(JSON.stringify(good)) as Record<string, unknown>;
  change(raw);
  return raw;
}

const frontLayers = (raw: Record<string, unknown>) => (raw['front'] as { layers: Record<string, unknown>[] }).layers;

describe('reading a stored design', () => {
  it('reads back what the designer wrote', () => {
    expect(parseDampenerDesign(designToData(good))).toEqual({ ok: true, design: good });
  });

  it('pulls stray layers back inside the shape', () => {
    const parsed = parseDampenerDesign(tampered((raw) => (frontLayers(raw)[1]!['x'] = 500)));
    expect(parsed.ok && parsed.design.front.layers[1]!.x).toBeLessThan(30);
  });

  it('drops a null preview', () => {
    const parsed = parseDampenerDesign(tampered((raw) => ((raw['back'] as Record<string, unknown>)['previewUrl'] = null)));
    expect(parsed.ok && 'previewUrl' in parsed.design.back).toBe(false);
  });

  it.each([
    ['not an object', () => 'design', 'design'],
    ['an array', () => [], 'design'],
    ['another version', () => tampered((raw) => (raw['version'] = 2)), 'version'],
    ['an unknown shape', () => tampered((raw) => (raw['shape'] = 'star')), 'shape'],
    ['a numeric shape', () => tampered((raw) => (raw['shape'] = 3)), 'shape'],
    ['an unknown side mode', () => tampered((raw) => (raw['sideMode'] = '3')), 'sideMode'],
    ['no material', () => tampered((raw) => (raw['cushionMaterial'] = '')), 'cushionMaterial'],
    ['a colour from the wrong palette', () => tampered((raw) => (raw['cushionColor'] = { palette: 'dampener', key: 'navy' })), 'cushionColor'],
    ['an unknown added colour', () => tampered((raw) => (raw['cushionColor'] = { palette: 'extended', key: 'gold' })), 'cushionColor'],
    ['an unknown palette', () => tampered((raw) => (raw['cushionColor'] = { palette: 'neon', key: 'red' })), 'cushionColor'],
    ['a dampener colour', () => tampered((raw) => (raw['cushionColor'] = { palette: 'dampener', key: 7 })), 'cushionColor.key'],
    ['no layers', () => tampered((raw) => (raw['front'] = {})), 'front.layers'],
    ['too many layers', () => tampered((raw) => (raw['back'] = { layers: Array.from({ length: 31 }, (_, i) => textLayer({ id: `t${i}` })) })), 'back.layers'],
    ['duplicate ids', () => tampered((raw) => (raw['back'] = { layers: [textLayer(), textLayer()] })), 'back.layers'],
    ['a layer of no kind', () => tampered((raw) => (frontLayers(raw)[0]!['kind'] = 'video')), 'front.layers.0.kind'],
    ['an empty id', () => tampered((raw) => (frontLayers(raw)[0]!['id'] = '')), 'front.layers.0.id'],
    ['a string position', () => tampered((raw) => (frontLayers(raw)[0]!['x'] = '3')), 'front.layers.0.x'],
    ['a zero scale', () => tampered((raw) => (frontLayers(raw)[0]!['scale'] = 0)), 'front.layers.0.scale'],
    ['a script URL', () => tampered((raw) => (frontLayers(raw)[0]!['url'] = 'javascript:alert(1)')), 'front.layers.0.url'],
    ['a fractional pixel size', () => tampered((raw) => (frontLayers(raw)[0]!['naturalWidth'] = 10.5)), 'front.layers.0.naturalWidth'],
    ['a huge picture', () => tampered((raw) => (frontLayers(raw)[0]!['naturalHeight'] = 50_000)), 'front.layers.0.naturalHeight'],
    ['a tiny font', () => tampered((raw) => (frontLayers(raw)[1]!['fontSize'] = 0.1)), 'front.layers.1.fontSize'],
    ['a named colour', () => tampered((raw) => (frontLayers(raw)[1]!['color'] = 'red')), 'front.layers.1.color'],
    ['a long text', () => tampered((raw) => (frontLayers(raw)[1]!['text'] = 'x'.repeat(41))), 'front.layers.1.text'],
    ['a bad preview', () => tampered((raw) => ((raw['front'] as Record<string, unknown>)['previewUrl'] = 'ftp://x')), 'front.previewUrl'],
  ])('refuses %s', (_, make, field) => {
    expect(parseDampenerDesign(make())).toEqual({ ok: false, field });
  });

  it('lets unexpected errors through', () => {
    const hostile = new Proxy({}, { get: () => { throw new RangeError('boom'); } });
    expect(() => parseDampenerDesign(hostile)).toThrow(RangeError);
  });
});

describe('records from the own server', () => {
  it('reads the latest edit over the first save', () => {
    const edited = { ...good, shape: 'circle' as const };
    const record = { memberId: 'tennis_lee', create_time: '2025-03-01T00:00:00.000Z', dampenerPostData: designToData(good), dampenerPatchData: designToData(edited) };
    expect(recordDesign(record)?.design.shape).toBe('circle');
    expect(recordDesign({ ...record, dampenerPatchData: null })).toEqual({ memberId: 'tennis_lee', createTime: record.create_time, design: good });
    expect(recordDesign({ ...record, dampenerPatchData: null, dampenerPostData: { shape: 'star' } })).toBeNull();
  });
});
