// The drawing of a printed side, without React: used by the designer's export and by the server's
// print renderer (which loads konva's canvas backend first).
export { buildSideLayer, sceneSize, clipToShape, layerNodeConfig } from './side-scene.ts';
export type { SideSceneOptions, SceneImage } from './side-scene.ts';
