import { NodeEditor } from './NodeEditor';
import { NodesList } from './NodesList';

/** Nodes (channels): the list at /console/nodes, one node's form at /console/nodes/<id>. */
export default function NodesScreen({ id }: { id?: string }) {
  return id === undefined ? <NodesList /> : <NodeEditor id={id} />;
}
