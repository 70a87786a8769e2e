import { MAP_DATA_PROJECTION, MAP_HEIGHT_PX } from '@chairly/shared/constants';
import { Box } from '@mantine/core';
import OlMap from 'ol/Map';
import View from 'ol/View';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat, toLonLat } from 'ol/proj';
import OSM from 'ol/source/OSM';
import VectorSource from 'ol/source/Vector';
import { Circle, Fill, Stroke, Style } from 'ol/style';
import 'ol/ol.css';
import { useEffect, useRef } from 'react';
import classes from './location-map.module.css';

export type LocationMapProps = {
  latitude: number | null;
  longtitude: number | null;
  onPick: (point: { latitude: number; longtitude: number }) => void;
  label: string;
};

const MARKER = new Style({
  image: new Circle({
    radius: 8,
    fill: new Fill({ color: '#e64980' }),
    stroke: new Stroke({ color: '#fff', width: 2 }),
  }),
});
const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * OpenStreetMap with a marker; a click picks a point (EPSG:4326 in and out). Tiles that cannot load
 * (offline) leave a blank map and the click still works: nothing depends on them.
 */
export default function LocationMap({ latitude, longtitude, onPick, label }: LocationMapProps) {
  const target = useRef<HTMLDivElement>(null);
  const marker = useRef(new Feature<Point>());
  const pick = useRef(onPick);
  pick.current = onPick;
  const initial = useRef(
    latitude !== null && longtitude !== null
      ? { center: [longtitude, latitude], zoom: 14 }
      : { center: [13.4, 52.52], zoom: 3 },
  );

  useEffect(() => {
    if (!target.current) return;
    const tiles = new OSM();
    tiles.on('tileloaderror', () => undefined);
    const map = new OlMap({
      target: target.current,
      layers: [
        new TileLayer({ source: tiles }),
        new VectorLayer({
          source: new VectorSource({ features: [marker.current] }),
          style: MARKER,
        }),
      ],
      view: new View({ center: fromLonLat(initial.current.center), zoom: initial.current.zoom }),
    });
    map.on('click', (event) => {
      const [lon = 0, lat = 0] = toLonLat(event.coordinate, map.getView().getProjection());
      pick.current({ latitude: round(lat), longtitude: round(lon) });
    });
    return () => map.setTarget(undefined);
  }, []);

  useEffect(() => {
    if (latitude === null || longtitude === null) return marker.current.setGeometry(undefined);
    marker.current.setGeometry(new Point(fromLonLat([longtitude, latitude])));
  }, [latitude, longtitude]);

  return (
    <Box
      ref={target}
      className={classes.map}
      h={MAP_HEIGHT_PX}
      role="application"
      aria-label={label}
      data-projection={MAP_DATA_PROJECTION}
      data-testid="location-map"
      style={{ borderRadius: 8, overflow: 'hidden', background: 'var(--mantine-color-gray-1)' }}
    />
  );
}
