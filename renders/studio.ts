// The studio every equipment picture is rendered in, in the browser (renders/render.ts drives it): one
// lens and framing, a soft key light from high on the left, softboxes for the metal to reflect,
// ambient occlusion in the corners, a floor that keeps only a fading shadow, and a transparent
// background, so the same picture sits on a pale card and on the navy hero alike.
import * as THREE from 'three'
import { EffectComposer } from 'three/addons/postprocessing/EffectComposer.js'
import { GTAOPass } from 'three/addons/postprocessing/GTAOPass.js'
import { OutputPass } from 'three/addons/postprocessing/OutputPass.js'
import { RenderPass } from 'three/addons/postprocessing/RenderPass.js'

/** A picture's subject and how it is framed. */
export type Model = {
	/** Builds the equipment in metres, standing on y = 0, its front facing +z. */
	build: () => THREE.Object3D
	/** Degrees the camera turns round the subject from straight in front, positive to its right. */
	turn?: number
	/** Degrees the camera looks down; product shots sit a little above eye height. */
	tilt?: number
	/** Share of the frame the subject's box may fill (0–1). */
	fill?: number
}

/** The frame every picture is made in: 4:3, as the cards and the hero show them. */
export const FRAME = { width: 1600, height: 1200 } as const

/**
 * Renders `model` at `scale` times the frame (the caller downsizes it, which smooths every edge) and
 * returns the PNG with its alpha as a data URL.
 */
export function renderModel(model: Model, scale: number) {
	const width = FRAME.width * scale
	const height = FRAME.height * scale
	const renderer = new THREE.WebGLRenderer({
		antialias: true,
		alpha: true,
		preserveDrawingBuffer: true,
	})
	renderer.setSize(width, height)
	renderer.setClearColor(0x000000, 0)
	renderer.toneMapping = THREE.NeutralToneMapping
	renderer.toneMappingExposure = 1.05
	renderer.shadowMap.enabled = true
	renderer.shadowMap.type = THREE.VSMShadowMap

	const scene = new THREE.Scene()
	const environment = new THREE.PMREMGenerator(renderer)
	scene.environment = environment.fromScene(softboxes(), 0.02).texture
	scene.environmentIntensity = 0.9

	const subject = model.build()
	subject.traverse((part) => {
		if (part instanceof THREE.Mesh) {
			part.castShadow = true
			part.receiveShadow = true
		}
	})
	scene.add(subject)

	const box = new THREE.Box3().setFromObject(subject)
	const size = box.getSize(new THREE.Vector3())
	const centre = box.getCenter(new THREE.Vector3())
	const reach = Math.max(size.x, size.y, size.z)

	const floor = new THREE.Mesh(new THREE.PlaneGeometry(reach * 4, reach * 4), fadingShadow(size))
	floor.rotation.x = -Math.PI / 2
	floor.position.set(centre.x, 0, centre.z)
	floor.receiveShadow = true
	scene.add(floor)

	const key = new THREE.DirectionalLight(0xffffff, 2.2)
	key.position.set(centre.x - reach * 0.7, reach * 3, centre.z + reach * 0.9)
	key.target.position.copy(centre)
	key.castShadow = true
	key.shadow.mapSize.set(4096, 4096)
	key.shadow.radius = 12
	key.shadow.blurSamples = 24
	key.shadow.bias = -0.0004
	key.shadow.normalBias = 0.01
	const spread = reach * 1.4
	Object.assign(key.shadow.camera, {
		left: -spread,
		right: spread,
		top: spread,
		bottom: -spread,
		near: 0.1,
		far: reach * 8,
	})
	scene.add(key, key.target)
	// A weak light from behind on the right draws the far edges out of the background.
	const rim = new THREE.DirectionalLight(0xe8f4ff, 0.6)
	rim.position.set(centre.x + reach * 2, reach * 1.5, centre.z - reach * 2)
	scene.add(rim)

	const camera = new THREE.PerspectiveCamera(22, width / height, 0.05, reach * 40)
	const turn = THREE.MathUtils.degToRad(model.turn ?? 32)
	const tilt = THREE.MathUtils.degToRad(model.tilt ?? 16)
	const direction = new THREE.Vector3(
		Math.sin(turn) * Math.cos(tilt),
		Math.sin(tilt),
		Math.cos(turn) * Math.cos(tilt),
	)
	// Step back until the subject as drawn (its surface, not its box, whose corners stand off in
	// space) fills the share of the frame asked for, then centre it.
	const fill = model.fill ?? 0.88
	const points = surfacePoints(subject)
	let distance = reach * 1.2
	let drawn = new THREE.Box2()
	for (let step = 0; step < 80; step++) {
		camera.position.copy(centre).addScaledVector(direction, distance)
		camera.lookAt(centre)
		camera.updateMatrixWorld()
		drawn = new THREE.Box2()
		const seen = new THREE.Vector3()
		for (const point of points) {
			seen.copy(point).project(camera)
			drawn.expandByPoint(new THREE.Vector2(seen.x, seen.y))
		}
		const extent = drawn.getSize(new THREE.Vector2())
		if (extent.x / 2 <= fill && extent.y / 2 <= fill) break
		distance *= 1.04
	}
	const offset = drawn.getCenter(new THREE.Vector2())
	camera.setViewOffset(
		width,
		height,
		(offset.x * width) / 2,
		(-offset.y * height) / 2,
		width,
		height,
	)

	const target = new THREE.WebGLRenderTarget(width, height, {
		type: THREE.HalfFloatType,
		samples: 4,
	})
	const composer = new EffectComposer(renderer, target)
	composer.addPass(new RenderPass(scene, camera, undefined, new THREE.Color(0x000000), 0))
	const ao = new GTAOPass(scene, camera, width, height)
	ao.updateGtaoMaterial({ radius: reach * 0.04, distanceFallOff: 1, thickness: 1, scale: 1 })
	ao.blendIntensity = 0.9
	composer.addPass(ao)
	composer.addPass(new OutputPass())
	composer.render()
	return renderer.domElement.toDataURL('image/png')
}

/**
 * The studio the metal reflects: a mid-grey room lit by a large softbox overhead, two tall strips at
 * the sides and a card in front, so stainless shows bright bands against darker ones as it does under
 * a photographer's lights, rather than one flat grey.
 */
function softboxes() {
	const room = new THREE.Scene()
	const walls = new THREE.Mesh(
		new THREE.BoxGeometry(20, 12, 20),
		new THREE.MeshBasicMaterial({ color: 0x858c94, side: THREE.BackSide }),
	)
	walls.position.y = 5
	room.add(walls)
	const floor = new THREE.Mesh(
		new THREE.PlaneGeometry(20, 20),
		new THREE.MeshBasicMaterial({ color: 0xb4b9be }),
	)
	floor.rotation.x = -Math.PI / 2
	floor.position.y = -0.99
	room.add(floor)
	const light = (width: number, height: number, strength: number) =>
		new THREE.Mesh(
			new THREE.PlaneGeometry(width, height),
			new THREE.MeshBasicMaterial({
				color: new THREE.Color(strength, strength, strength),
				side: THREE.DoubleSide,
			}),
		)
	const overhead = light(8, 6, 6)
	overhead.rotation.x = Math.PI / 2
	overhead.position.set(-1, 10.9, 1)
	const left = light(2.5, 8, 8)
	left.position.set(-9.9, 5, 2)
	left.rotation.y = Math.PI / 2
	const right = light(1.5, 8, 4)
	right.position.set(9.9, 5, -2)
	right.rotation.y = -Math.PI / 2
	const front = light(6, 3, 2.5)
	front.position.set(2, 3, 9.9)
	front.rotation.y = Math.PI
	room.add(overhead, left, right, front)
	return room
}

/**
 * A floor that shows only the shadow, fading out a little beyond the subject's footprint (`size`),
 * so no shadow is cut off by the frame's edge or lies as a dark band across the navy hero.
 */
function fadingShadow(size: THREE.Vector3) {
	const material = new THREE.ShadowMaterial({ opacity: 0.32 })
	material.onBeforeCompile = (shader) => {
		shader.uniforms.footprint = { value: new THREE.Vector2(size.x / 2 + 0.15, size.z / 2 + 0.15) }
		shader.vertexShader = shader.vertexShader.replace(
			'void main() {',
			'varying vec2 vFloor;\nvoid main() {\n\tvFloor = position.xy;',
		)
		shader.fragmentShader = shader.fragmentShader
			.replace('void main() {', 'uniform vec2 footprint;\nvarying vec2 vFloor;\nvoid main() {')
			.replace(
				'gl_FragColor = vec4( color, opacity * ( 1.0 - getShadowMask() ) );',
				'gl_FragColor = vec4( color, opacity * ( 1.0 - getShadowMask() ) * ( 1.0 - smoothstep( 0.9, 1.5, length( vFloor / footprint ) ) ) );',
			)
	}
	return material
}

/** Up to about 20,000 points of the subject's surface in world space, to frame what is drawn. */
function surfacePoints(subject: THREE.Object3D) {
	subject.updateMatrixWorld(true)
	const meshes: THREE.Mesh[] = []
	subject.traverse((part) => {
		if (part instanceof THREE.Mesh) meshes.push(part)
	})
	const total = meshes.reduce(
		(sum, mesh) => sum + (mesh.geometry.getAttribute('position')?.count ?? 0),
		0,
	)
	const stride = Math.max(1, Math.ceil(total / 20_000))
	const points: THREE.Vector3[] = []
	for (const mesh of meshes) {
		const positions = mesh.geometry.getAttribute('position')
		if (!positions) continue
		for (let index = 0; index < positions.count; index += stride) {
			points.push(
				new THREE.Vector3().fromBufferAttribute(positions, index).applyMatrix4(mesh.matrixWorld),
			)
		}
	}
	return points
}
