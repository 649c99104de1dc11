// Leaflet.markercluster as a react-leaflet layer: react-leaflet <Marker>s inside it are added to the
// cluster group instead of the map, so their popups can hold React content (router links).
import 'leaflet.markercluster/dist/MarkerCluster.css';
import L from 'leaflet';
import 'leaflet.markercluster';
import { createElementObject, createLayerComponent, extendContext } from '@react-leaflet/core';
import type { ReactNode } from 'react';
import classes from './marker-cluster-group.module.css';

const CLUSTER_SIZE = 38;

function clusterIcon(cluster: L.MarkerCluster): L.DivIcon {
  const count = cluster.getChildCount();
  return L.divIcon({
    html: `<span>${count}</span>`,
    className: classes.cluster,
    iconSize: L.point(CLUSTER_SIZE, CLUSTER_SIZE),
  });
}

type MarkerClusterGroupProps = L.MarkerClusterGroupOptions & { children?: ReactNode };

export const MarkerClusterGroup = createLayerComponent<
  L.MarkerClusterGroup,
  MarkerClusterGroupProps
>(({ children: _children, ...options }, context) => {
  const group = L.markerClusterGroup({
    showCoverageOnHover: false,
    iconCreateFunction: clusterIcon,
    ...options,
  });
  return createElementObject(group, extendContext(context, { layerContainer: group }));
});
